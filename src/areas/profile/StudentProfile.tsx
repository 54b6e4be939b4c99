import { DigestChoice } from '../../components/content/DigestChoice.tsx';
import { digestChoiceText } from '../../strings/digests.ts';
import { studentProfile } from './area.ts';
import { Profile } from './Profile.tsx';

/** The student's Profile page (island), with the weekly e-mail digest's choice. */
export default function StudentProfile() {
  return <Profile area={studentProfile} more={<DigestChoice reader="student" text={digestChoiceText.weekly} />} />;
}
