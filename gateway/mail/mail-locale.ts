import { localeOf } from '../../contract/dates/locales.ts';

/** The locale mails write dates and times in: English until each mail goes out in its recipient's language. */
export const MAIL_LOCALE = localeOf('en');
