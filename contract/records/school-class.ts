/** A class as the API answers it (school-model.md): its tutors by id, and how many students it has. */
export interface SchoolClass {
  _id: string;
  name: string;
  archived: boolean;
  tutorIds: string[];
  studentCount: number;
}
