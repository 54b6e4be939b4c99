import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../hand-in.ts';

export const handInText = {
  due: (when: string) => `अंतिम तिथि: ${when}`,
  points: (points: number) => `अंक: ${points.toLocaleString('hi')}`,
  statusFact: (status: string) => `स्थिति: ${status}`,
  heading: 'आपका कार्य',
  closed: 'इस गृहकार्य के लिए जमा करना बंद है।',
  files: 'फ़ाइलें (अधिकतम 5)',
  chosen: 'जमा करने के लिए फ़ाइलें',
  text: 'आपका उत्तर',
  handIn: 'जमा करें',
  handInAgain: 'फिर से जमा करें',
  handedInAt: (when: string) => `जमा किया: ${when}`,
  handedInFiles: 'जमा की गई फ़ाइलें',
  takeBack: 'वापस लें',
  takeBackQuestion: 'अपना कार्य वापस लें? जब तक आप फिर से जमा नहीं करते, आपके शिक्षक इसे नहीं देखेंगे।',
  keepHandedIn: 'जमा रहने दें',
  fileState: { waiting: 'प्रतीक्षा में', uploading: 'अपलोड हो रही है', done: 'भेजी गई', refused: 'अस्वीकृत', notSent: 'नहीं भेजी गई' },
  offline: 'आप ऑफ़लाइन हैं: कनेक्शन लौटने तक आप जमा नहीं कर सकते। आपने जो चुना और लिखा है, वह यहीं रहेगा।',
  feedback: 'टिप्पणी',
  noFeedback: 'कोई टिप्पणी नहीं लिखी गई।',
  grade: (grade: string, points?: number) => (points === undefined ? `ग्रेड: ${grade}` : `ग्रेड: ${grade} (${points.toLocaleString('hi')} में से)`),
} as const satisfies Translation<typeof en.handInText>;
