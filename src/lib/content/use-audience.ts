import { useState } from 'react';
import { audiencesText as text } from '../../strings/audiences.ts';

/** Who a record is for, as a form holds it: the whole school, or some classes (ticked by id). */
export interface AudienceChoice {
  wholeSchool: boolean;
  classes: readonly string[];
}

/** A form's audience: what is chosen, its message, and the checked `classes` to send. */
export interface Audience {
  choice: AudienceChoice;
  /** Shown once the form is sent with "Some classes" and none ticked. */
  error?: string;
  choose: (choice: AudienceChoice) => void;
  /** The class ids to send (none: the whole school), or null while "Some classes" has none ticked. */
  submit: () => string[] | null;
}

/**
 * The audience part of a create or edit form (school-model.md, Audience): starts from the
 * record's classes (none: the whole school, what a new record is for).
 *
 * @example const audience = useAudience(record?.classes); … const classes = audience.submit();
 */
export function useAudience(initial: readonly string[] = []): Audience {
  const [choice, setChoice] = useState<AudienceChoice>({ wholeSchool: initial.length === 0, classes: initial });
  const [sent, setSent] = useState(false);
  const incomplete = !choice.wholeSchool && choice.classes.length === 0;
  return {
    choice,
    error: sent && incomplete ? text.chooseOne : undefined,
    choose: setChoice,
    submit: () => {
      setSent(true);
      if (incomplete) return null;
      return choice.wholeSchool ? [] : [...choice.classes].sort();
    },
  };
}

/**
 * Puts who a record is for in a multipart form as the API reads it: one field `classes`, the ids
 * separated by commas (empty: the whole school).
 *
 * @example putAudience(form, ['7a', '7b']) // classes=7a,7b
 */
export function putAudience(form: FormData, classes: readonly string[]): void {
  form.set('classes', classes.join(','));
}
