import { tutorModeSearch, type TutorMode } from './url-mode.ts';
import type { UrlMode } from './use-url-mode.ts';

/**
 * A question about one record, asked over a view of the tutor's page (delete, block, add
 * photos): its being open is a mode in the address, so Back closes it and a reload keeps it.
 */
export interface ModeQuestion<Mode extends TutorMode> {
  /** The mode of the question about record `id`: `{ name: 'delete', id }`. */
  ask: (id: string) => Mode;
  /** The view the question is asked over, which it returns to once answered or cancelled. */
  over: Mode;
}

/** A dialog's open state, kept by the address. */
export interface QuestionToggle {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The question's state as a confirmation dialog takes it: the toggle, and the answer while it runs. */
export interface QuestionState extends QuestionToggle {
  /** While the confirmed change runs: both buttons wait. */
  busy: boolean;
  onConfirm: () => void;
  /** Where the focus goes on closing when the record's button is gone with it. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** The record `question` is open about in the address's `mode`, or null. */
export function askedAbout<Mode extends TutorMode>(mode: Mode, question: ModeQuestion<Mode>): string | null {
  return 'id' in mode && tutorModeSearch(mode) === tutorModeSearch(question.ask(mode.id)) ? mode.id : null;
}

/**
 * The open state of `question` about record `id`: opening adds a history entry, closing (Cancel,
 * Escape, or once answered) returns over the view it was asked over.
 *
 * @example <Dialog {...questionToggle(nav, deleteQuestion, record._id)}>
 */
export function questionToggle<Mode extends TutorMode>(nav: UrlMode<Mode>, question: ModeQuestion<Mode>, id: string): QuestionToggle {
  return {
    open: askedAbout(nav.mode, question) === id,
    onOpenChange: (open) => (open ? nav.open(question.ask(id)) : nav.returnTo(question.over)),
  };
}
