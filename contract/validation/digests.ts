import * as z from 'zod/mini';

/** `PUT /student/home/digest` and `PUT /guardian/home/digest {subscribed}`: the digest on or off; the profile's switch sends the same. */
export const digestChoiceSchema = z.object({ subscribed: z.boolean() });
export type DigestChoiceChange = z.output<typeof digestChoiceSchema>;
