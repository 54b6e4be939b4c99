import { tutorProfile } from './area.ts';
import { Profile } from './Profile.tsx';

/** The tutor's Profile page (island). */
export default function TutorProfile() {
  return <Profile area={tutorProfile} />;
}
