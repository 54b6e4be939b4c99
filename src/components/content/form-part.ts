import type { ReactNode } from 'react';

/**
 * Fields one area adds to the shared record form (an assignment's due time and points), kept by
 * the area's own hook: the form shows them and asks for their values when submitted.
 */
export interface FormPart {
  fields: ReactNode;
  /**
   * Checks the fields, showing each one's error: their values as texts (sent as they are in a
   * multipart form or a JSON body), or undefined when one is wrong.
   */
  submit: () => Record<string, string> | undefined;
}

/** The hook of an area that adds no fields. */
export function useNoFormPart(): FormPart | undefined {
  return undefined;
}
