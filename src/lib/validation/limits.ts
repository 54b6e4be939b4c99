/** Business constants of the product specification (§9). */
export const NAME_MIN = 2;
export const PASSWORD_MIN = 8;
export const CONTACT_LENGTH = 10;
export const OTP_LENGTH = 6;
