import type { Translation } from '../../../contract/strings/translation.ts';
import type * as en from '../content.ts';
import { formatCount } from '../../../contract/strings/plural.ts';

export const contentText = {
  loading: 'लोड हो रहा है…',
  retry: 'फिर से प्रयास करें',
  back: 'वापस',
  close: 'बंद करें',
  unreadableList: 'सर्वर ने ऐसी सूची भेजी जिसे यह पृष्ठ पढ़ नहीं सकता। कृपया बाद में फिर से प्रयास करें।',
  missingHeading: 'नहीं मिला',
  missing: 'यह अब यहाँ नहीं है। हो सकता है इसे हटा दिया गया हो।',
  backToList: 'सूची पर लौटें',
  ok: 'ठीक है',
  cancel: 'रद्द करें',
} as const satisfies Translation<typeof en.contentText>;

export const fileRecordText = {
  title: 'शीर्षक',
  description: 'विवरण',
  save: 'सहेजें',
  changeTitle: 'शीर्षक बदलें',
  change: 'बदलें',
  editDetails: 'विवरण संपादित करें',
  editFile: 'फ़ाइल संपादित करें',
  submit: 'सबमिट करें',
  newFile: 'नई फ़ाइल',
  currentFile: (fileName: string) => `मौजूदा फ़ाइल: ${fileName}`,
  deleteQuestion: 'क्या आप सचमुच यह फ़ाइल हटाना चाहते हैं:',
} as const satisfies Translation<typeof en.fileRecordText>;

const count = (number: number) => formatCount('hi', number);

export const pagerText = {
  pagesOf: 'पृष्ठ:',
  previous: 'पिछला',
  next: 'अगला',
  page: (number: number, pages: number) => `${count(pages)} में से पृष्ठ ${count(number)}`,
  showing: (first: number, last: number, total: number) => `${count(total)} में से ${count(first)}–${count(last)} दिखाए जा रहे हैं`,
} as const satisfies Translation<typeof en.pagerText>;

export const uploadText = {
  progress: 'अपलोड की प्रगति',
  percent: (percent: number) => `अपलोड हो रहा है… ${count(percent)}%`,
  cancel: 'अपलोड रद्द करें',
  cancelled: 'अपलोड रद्द किया गया।',
} as const satisfies Translation<typeof en.uploadText>;

export const resultText = {
  saved: (noun: string) => `${noun} को सहेज लिया गया`,
  updated: (noun: string) => `${noun} को अपडेट कर दिया गया`,
  fileReplaced: (noun: string) => `${noun} की फ़ाइल बदल दी गई`,
  deleted: (noun: string) => `${noun} को हटा दिया गया`,
} as const satisfies Translation<typeof en.resultText>;
