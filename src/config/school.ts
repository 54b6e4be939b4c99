/** The number in the student footer; a school sets its own with PUBLIC_HELPLINE when building. */
export const helpline: string = import.meta.env.PUBLIC_HELPLINE || '+00 00000 00000';
