import { isDigestKind, type DigestChoice as Choice, type DigestRole } from '../../../contract/records/digests.ts';
import type { ListEndpoint } from '../../lib/content/list-answer.ts';
import { digestText } from '../../strings/digests.ts';

/** `GET|PUT /{role}/home/digest`: the caller's own digest. */
export const digestPath = (role: DigestRole) => `/${role}/home/digest`;

/** The answer as a list of one, so the shared loading, failure with Retry and skeleton serve it. */
export function digestEndpoint(role: DigestRole): ListEndpoint<Choice> {
  return {
    path: digestPath(role),
    readList: (answer) => {
      const { kind, subscribed } = (answer ?? {}) as Partial<Choice>;
      if (!kind || !isDigestKind(kind) || typeof subscribed !== 'boolean') throw new Error(digestText.unreadable);
      return [{ kind, subscribed }];
    },
  };
}
