import { studentProfile } from './area.ts';
import { Profile } from './Profile.tsx';

/** The student's Profile page (island). */
export default function StudentProfile() {
  return <Profile area={studentProfile} />;
}
