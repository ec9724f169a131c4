// The BIP-39 English wordlist, from @scure/bip39 (the well-kept source). Imported as is here, for
// tests and type checks; in a built guard, scripts/build.ts replaces this module with the same
// 2,048 words held in one string and split on first use, because the library's module splits its
// list when it loads (~0.3 ms of every cold run, and most runs never look at a seed phrase).
import { wordlist } from "@scure/bip39/wordlists/english.js";

export function englishWords(): readonly string[] {
  return wordlist;
}
