import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The font files every PDF the product writes embeds (as subsets), from their npm packages (SIL
 * Open Font Licence): Noto Sans for Latin, Greek, Cyrillic and Devanagari, IBM Plex Sans Arabic
 * (its glyphs map back to one letter each, so copied Arabic text reads as written), Noto Sans
 * Hebrew, Noto Sans SC for Chinese and Japanese, Noto Sans KR for Korean, and the one-colour
 * Noto Emoji for emoji (docs/decisions.md, "Every script prints").
 */
export const FONT_FILES = {
  sans: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  sansBold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  sansItalic: '@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf',
  arabic: '@expo-google-fonts/ibm-plex-sans-arabic/400Regular/IBMPlexSansArabic_400Regular.ttf',
  hebrew: '@expo-google-fonts/noto-sans-hebrew/400Regular/NotoSansHebrew_400Regular.ttf',
  chineseJapanese: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  korean: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
  emoji: '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
} as const;
export type FontName = keyof typeof FONT_FILES;

/** Where a Lambda bundle keeps its copies of the files (`lib/constructs/bundling.ts`). */
export const BUNDLED_FONT_DIR = 'fonts';

const resolve = createRequire(import.meta.url).resolve;

/**
 * The path of a font file: the bundle's copy in Lambda (`$LAMBDA_TASK_ROOT/fonts/`), otherwise
 * the installed package's (the local stack, tests, a built bundle run from the repository).
 */
export function fontPath(name: FontName): string {
  const root = process.env.LAMBDA_TASK_ROOT;
  const bundled = root && path.join(root, BUNDLED_FONT_DIR, path.basename(FONT_FILES[name]));
  return bundled && existsSync(bundled) ? bundled : resolve(FONT_FILES[name]);
}

const bytes = new Map<FontName, Uint8Array>();

/** A font file's bytes, read once per process. */
export function fontBytes(name: FontName): Uint8Array {
  let read = bytes.get(name);
  if (!read) bytes.set(name, (read = readFileSync(fontPath(name))));
  return read;
}
