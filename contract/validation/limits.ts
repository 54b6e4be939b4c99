/** Business constants of the product specification (§9). */
export const NAME_MIN = 2;
export const PASSWORD_MIN = 8;
export const OTP_LENGTH = 6;
/** Upper bounds the specification leaves open: generous for people, small enough for a token header. */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 128;
/** A phone number's digits, separators not counted: 7 dials a local line, 15 is E.164's most. */
export const PHONE_DIGITS_MIN = 7;
export const PHONE_DIGITS_MAX = 15;
/** A record's title fits a table row; its description is a page of instructions. */
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;
/** The classes one record may be for: more than a school has in a year group, far fewer than a request could carry. */
export const AUDIENCE_CLASSES_MAX = 200;
/** A class id (a UUID) with room to spare. */
export const CLASS_ID_MAX = 64;
/** The files one hand-in may carry: a few pages photographed, or a document and its sources. */
export const HAND_IN_FILES_MAX = 5;
