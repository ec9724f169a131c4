// PowerShell / cmd.exe wiping a drive or a user profile.
import { onFirstUse } from "../../../engine/rows/index";
import { texts } from "./paths";
import type { Check, CheckSpec } from "./types";
import { CHECK_WORDS } from "./words";

const WIN_DELETE = /(?:^|[\s;|&({])(?:Remove-Item|ri|rm|rmdir|rd|del|erase)\s[^;|&\n]{0,300}/gi;
const WIN_RECURSE = /\s(?:-r(?:ecurse)?|\/s)(?=\s|$)/i;
const WIN_TARGET = onFirstUse(
  () =>
    new RegExp(
      [
        String.raw`(?:^|[\s'",=])(?:[A-Za-z]:[\\/]?\*?`,
        String.raw`|(?:\$env:|%)(?:USERPROFILE|SystemDrive|SystemRoot|windir|HOMEDRIVE|ProgramFiles)%?[\\/]?\*?|\$HOME[\\/]?\*?`,
        String.raw`|~[\\/]?\*?`,
        String.raw`|[A-Za-z]:[\\/](?:Windows|Users|Program Files(?: \(x86\))?)(?:[\\/][^\\/\s'",;]{1,64})?[\\/]?\*?)(?=$`,
        String.raw`|[\s'",;])`,
      ].join(""),
      "i",
    ),
);
const WIN_WIPE = /(?:^|[\s;|&({])(?:Format-Volume|Clear-Disk|Remove-Partition|format\s+[A-Za-z]:)/i;
const windowsDestructive: Check = (c) => {
  const w = texts(c);
  const at = w.findIndex((t, j) => j > 0 && /^(?:-c|-Command|-command|\/c|\/C|\/k|\/K)$/.test(t));
  if (at < 0) return false;
  const script = w.slice(at + 1).join(" ");
  if (WIN_WIPE.test(script)) return true;
  for (const m of script.matchAll(WIN_DELETE)) if (WIN_RECURSE.test(m[0]) && WIN_TARGET().test(m[0].replace(/^\s*\S+/, ""))) return true;
  return false;
};

export const CHECKS = [
  { name: "windows-destructive", ...CHECK_WORDS["windows-destructive"], check: windowsDestructive },
] as const satisfies readonly CheckSpec[];
