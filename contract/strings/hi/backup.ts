import type * as en from '../backup.ts';
import type { Translation } from '../translation.ts';

/** Sizes as an admin reads them: `312.4 MB`, `79.0 GB`. */
function size(bytes: number): string {
  const oneDecimal = (value: number) => value.toLocaleString('hi', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return bytes >= 1e9 ? `${oneDecimal(bytes / 1e9)} GB` : `${oneDecimal(bytes / 1e6)} MB`;
}

const number = (n: number) => n.toLocaleString('hi');

const damaged = 'आर्काइव क्षतिग्रस्त या जाली है, और कुछ भी पुनर्स्थापित नहीं किया गया।';

export const restoreMessages = {
  unreadable: (archive: string, reason: string) => `${archive} को Studyhall बैकअप के रूप में पढ़ा नहीं जा सकता (${reason}): यह अधूरा या क्षतिग्रस्त है, और कुछ भी पुनर्स्थापित नहीं किया गया।`,
  bomb: `बैकअप खुलकर अपने आकार से हज़ार गुना से भी बड़ा हो जाता है, जैसा कोई असली बैकअप नहीं होता: ${damaged}`,
  oddEntry: (path: string) => `बैकअप में ${path} है, जो न फ़ाइल है न फ़ोल्डर: ${damaged}`,
  noManifest: (first: string) => `यह फ़ाइल Studyhall बैकअप नहीं है: यह अपनी manifest.json से नहीं, ${first} से शुरू होती है। कुछ भी पुनर्स्थापित नहीं किया गया।`,
  manifestTooLarge: (bytes: number, most: number) => `बैकअप की manifest ${size(bytes)} की है, जो किसी विद्यालय की manifest की सीमा ${size(most)} से अधिक है: ${damaged}`,
  manifestTooManyValues: (most: number) => `बैकअप की manifest में ${number(most)} से अधिक मान हैं, जितने किसी विद्यालय की manifest में नहीं हो सकते: ${damaged}`,
  manifestTooManyFiles: (count: number, most: number) => `बैकअप की manifest में ${number(count)} फ़ाइलें दर्ज हैं, जो एक पुनर्स्थापना की सीमा ${number(most)} से अधिक है: ${damaged}`,
  manifestDamaged: (issues: string) => `बैकअप की manifest क्षतिग्रस्त है (${issues}): कुछ भी पुनर्स्थापित नहीं किया गया।`,
  notListed: (path: string) => `बैकअप में ऐसी फ़ाइलें हैं जो उसकी manifest में दर्ज नहीं हैं: ${path}; ${damaged}`,
  twice: (path: string) => `बैकअप में ${path} दो बार है: ${damaged}`,
  sizeDiffers: (path: string, bytes: number, listed: number) => `बैकअप की ${path} ${number(bytes)} बाइट की है, जबकि उसकी manifest में ${number(listed)} दर्ज है: ${damaged}`,
  tableTooLarge: (table: string, bytes: number, rows: number) => `बैकअप में ${table} की पंक्तियाँ ${size(bytes)} की हैं, जो उसकी ${number(rows)} पंक्तियों के लिए संभव से अधिक है: ${damaged}`,
  rowTooLong: (table: string, most: number) => `बैकअप में ${table} की एक पंक्ति ${size(most)} से लंबी है, जितनी Studyhall कभी नहीं लिखता: ${damaged}`,
  rowCountDiffers: (table: string, rows: number, listed: number) => `बैकअप में ${table} की ${number(rows)} पंक्तियाँ हैं, जबकि उसकी manifest में ${number(listed)} दर्ज हैं: ${damaged}`,
  rowsDiffer: (table: string) => `बैकअप में ${table} की पंक्तियाँ उसकी manifest से मेल नहीं खातीं: ${damaged}`,
  fileDiffers: (name: string) => `बैकअप की फ़ाइल ${name} उसकी manifest से मेल नहीं खाती: ${damaged}`,
  missing: (paths: string) => `बैकअप में ${paths} नहीं है, जो उसकी manifest में दर्ज है: यह अधूरा या क्षतिग्रस्त है, और कुछ भी पुनर्स्थापित नहीं किया गया।`,
  filesForRows: (files: number, rows: number) => `बैकअप की manifest में uploads की ${number(rows)} पंक्तियों के लिए ${number(files)} फ़ाइलें दर्ज हैं: ${damaged}`,
  noRoom: (needed: number, free: number, dir: string) => `इस बैकअप को पुनर्स्थापित करने के लिए ${dir} में ${size(needed)} खाली जगह चाहिए, जबकि वहाँ ${size(free)} है: जगह बनाएँ और फिर से चलाएँ। कुछ भी पुनर्स्थापित नहीं किया गया।`,
  strayUpload: (name: string) => `बैकअप की uploads तालिका में ऐसी फ़ाइल का नाम है जो बैकअप में नहीं है (${name}): ${damaged}`,
  rowsRefused: (reason: string) => `डेटाबेस ने बैकअप की पंक्तियाँ स्वीकार नहीं कीं (${reason}), इसलिए कुछ भी पुनर्स्थापित नहीं किया गया।`,
  schemaNewer: (reason: string) => `${reason} Studyhall के कम से कम उतने ही नए संस्करण से पुनर्स्थापित करें जितने से बैकअप बना था, और ऐसे डेटा फ़ोल्डर या डेटाबेस में जिसे तब से किसी सर्वर ने नहीं खोला है।`,
} as const satisfies Translation<typeof en.restoreMessages>;
