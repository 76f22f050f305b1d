// The seed texts: every language file has the keys of en.json and the same
// placeholders, so adding a language is adding a file.
import { describe, expect, it } from 'vitest';
import { flatten, placeholders, type Strings } from '../../src/i18n/catalog.ts';
import { seedLanguages } from '../../src/server/db/seed-content.ts';

const languages = seedLanguages();
const en = flatten(languages.get('en') as unknown as Strings);

describe('seed content', () => {
  it('has English, Thai and Arabic', () => {
    expect([...languages.keys()]).toEqual(expect.arrayContaining(['en', 'th', 'ar']));
  });

  it.each([...languages.keys()].filter((l) => l !== 'en'))('%s has every key of en.json, translated, with the same placeholders', (lang) => {
    const other = flatten(languages.get(lang) as unknown as Strings);
    expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
    let translated = 0;
    for (const [key, text] of en) {
      expect(placeholders(String(other.get(key))), key).toEqual(placeholders(String(text)));
      if (other.get(key) !== text) translated++;
    }
    expect(translated).toBe(en.size);
  });
});
