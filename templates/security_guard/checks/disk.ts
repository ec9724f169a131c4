// Block devices: dd / redirects / tee onto a disk, mkfs, partition tables and encryption headers.
import { onFirstUse } from "../../../engine/rows/index";
import { flagSet, programName } from "../../../engine/shell/runners";
import { texts } from "./paths";
import type { Check, CheckSpec } from "./types";
import { CHECK_WORDS } from "./words";

const BLOCK_DEVICE = onFirstUse(
  () =>
    new RegExp(
      [
        String.raw`^\/dev\/(?:sd[a-z]+\d*|hd[a-z]\d*|vd[a-z]\d*|xvd[a-z]+\d*|nvme\d+n\d+(?:p\d+)?|mmcblk\d+(?:p\d+)?`,
        String.raw`|r?disk\d+(?:s\d+)?|md\d+|md\/\S+|dm-\d+|mapper\/\S+|loop\d+|nbd\d+|zd\d+|sr\d+|root|(?:disk\/by-[a-z]+)\/\S+`,
        String.raw`|(?!(?:term|cua|pts|input|snd|dri|net|bus|usb|char|serial|fd|shm|mqueue|hugepages|vfio|cpu|v4l|xen`,
        String.raw`|dma_heap)\/)[a-z]+\d*[/][a-z]+)$`,
      ].join(""),
      "",
    ),
);
const isDevice = (t: string) => BLOCK_DEVICE().test(t) && !/^\/dev\/(?:null|zero|u?random|stdout|stderr|stdin|tty\w*|pts\/\d+|fd\/\d+|shm\/.*)$/.test(t);

const blockDeviceWrite: Check = (c) => {
  const prog = programName(c.words[0]);
  const w = texts(c);
  if (c.redirects.some((r) => /^(?:>|>>|>\||&>|&>>|<>)$/.test(r.op) && isDevice(r.target.text))) return true;
  switch (prog) {
    case "dd":
      return w.some((t) => t.startsWith("of=") && isDevice(t.slice(3)));
    case "tee":
    case "cp":
    case "shred":
    case "wipefs":
    case "blkdiscard":
    case "sgdisk":
    case "badblocks":
    case "pv":
      if (prog === "sgdisk" && !w.some((t) => /^(?:-Z|--zap-all|-o|--clear)$/.test(t))) return false;
      if (prog === "badblocks" && !w.some((t) => /^-\w*w/.test(t))) return false;
      // bare `wipefs /dev/sdb` lists the signatures; -a / -o erase them, -n is a dry run
      if (
        prog === "wipefs" &&
        (!w.some((t) => /^(?:-[a-zA-Z]*[ao][a-zA-Z]*|--all|--offset(?:=.*)?)$/.test(t)) || w.some((t) => /^(?:-[a-zA-Z]*n[a-zA-Z]*|--no-act)$/.test(t)))
      )
        return false;
      if (prog === "cp") return isDevice(w[w.length - 1] ?? "");
      return flagSet(c).operands.some((o) => isDevice(o.text));
    case "hdparm":
      return w.some((t) => /^--security-erase/.test(t));
  }
  return false;
};

const mkfsDevice: Check = (c) => {
  const prog = programName(c.words[0]);
  if (!/^(?:mkfs(?:\.\w+)?|mke2fs|mkswap|mkdosfs|mkntfs|newfs(?:_\w+)?)$/.test(prog) && !(prog === "diskutil" && /^erase/i.test(c.words[1]?.text ?? "")))
    return false;
  return c.words.slice(1).some((w) => isDevice(w.text));
};

/**
 * parted DEV mklabel / rm, sfdisk --delete, fdisk / gdisk fed a script, cryptsetup luksFormat: the
 * partition table or the encryption header of a whole disk, rewritten.
 */
const partitionWipe: Check = (c) => {
  const prog = programName(c.words[0]);
  const w = texts(c);
  const dev = w.slice(1).some((t) => isDevice(t));
  if (!dev) return false;
  switch (prog) {
    case "parted":
      return w.some((t) => /^(?:mklabel|mktable|rm)$/i.test(t));
    case "sfdisk":
      return (
        w.some((t) => /^(?:--delete|--wipe=always|-W)$/.test(t)) ||
        ((c.stage > 0 || c.redirects.some((r) => /^<{1,3}-?$/.test(r.op))) &&
          !w.some((t) => /^(?:-[dlsV]|--dump|--list|--show-size|--verify|--backup)$/.test(t)))
      );
    case "fdisk":
    case "gdisk":
    case "cfdisk":
      // interactive by default; its stdin scripted (`echo -e "o\nw" | fdisk /dev/sda`) writes a new table
      return (c.stage > 0 || c.redirects.some((r) => /^<{1,3}-?$/.test(r.op))) && !w.some((t) => /^(?:-l|--list|-s|--getsz)$/.test(t));
    case "cryptsetup":
      return w.some((t) => /^(?:luksFormat|erase|luksErase|reencrypt)$/.test(t));
  }
  return false;
};

/** rsync --delete onto the root, the home directory or the core of the OS: everything not in the source goes. */

export const CHECKS = [
  { name: "block-device-write", ...CHECK_WORDS["block-device-write"], check: blockDeviceWrite },
  { name: "mkfs-device", ...CHECK_WORDS["mkfs-device"], check: mkfsDevice },
  { name: "partition-wipe", ...CHECK_WORDS["partition-wipe"], check: partitionWipe },
] as const satisfies readonly CheckSpec[];
