import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';

const inflate = promisify(inflateRaw);

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const DESCRIPTOR = 0x08074b50;
const DESCRIPTOR_BYTES = Buffer.from([0x50, 0x4b, 0x07, 0x08]);
/** General-purpose flag bit 3: sizes follow the data in a descriptor. */
const SIZES_AFTER_DATA = 0x08;
const MAX_ENTRIES = 2000;

/** One stored file of a zip: its local record (header, data, descriptor) and its central directory record. */
export type ZipRecord = { name: string; method: number; data: Buffer; local: Buffer; central: Buffer };
/** A zip whose records tile it exactly as its central directory lists them; `end` is the closing record. */
export type ZipArchive = { records: ZipRecord[]; end: Buffer };

type Listed = { name: Buffer; flags: number; method: number; compressedSize: number; offset: number; central: Buffer };

function directory(zip: Buffer): { listed: Listed[]; start: number; end: Buffer } | null {
  const floor = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let at = zip.length - 22; at >= floor; at -= 1) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = zip.readUInt16LE(end + 10);
  const start = zip.readUInt32LE(end + 16);
  // Zip64 markers: no spreadsheet of an import's size needs them.
  if (count === 0xffff || count > MAX_ENTRIES || start === 0xffffffff || start + zip.readUInt32LE(end + 12) !== end) return null;
  const listed: Listed[] = [];
  let at = start;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const nameLength = zip.readUInt16LE(at + 28);
    const length = 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    listed.push({
      flags: zip.readUInt16LE(at + 8),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      offset: zip.readUInt32LE(at + 42),
      name: zip.subarray(at + 46, at + 46 + nameLength),
      central: zip.subarray(at, at + length),
    });
    at += length;
  }
  return at === end ? { listed: listed.sort((a, b) => a.offset - b.offset), start, end: zip.subarray(end) } : null;
}

/**
 * Reads a zip's structure, or null when it is not one a streaming reader and the central directory see alike:
 * the local records must follow each other exactly as listed, with the same names and sizes, nothing hidden between
 * or inside them.
 */
export function readZip(zip: Buffer): ZipArchive | null {
  const found = zip.length >= 22 ? directory(zip) : null;
  if (!found) return null;
  const records: ZipRecord[] = [];
  let expected = 0;
  for (const entry of found.listed) {
    const at = entry.offset;
    if (at !== expected || at + 30 > found.start || zip.readUInt32LE(at) !== LOCAL_HEADER) return null;
    const flags = zip.readUInt16LE(at + 6);
    const localSize = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const dataStart = at + 30 + nameLength + zip.readUInt16LE(at + 28);
    const dataEnd = dataStart + entry.compressedSize;
    if (dataEnd > found.start || !zip.subarray(at + 30, at + 30 + nameLength).equals(entry.name)) return null;
    if ((flags & SIZES_AFTER_DATA) !== (entry.flags & SIZES_AFTER_DATA)) return null;
    const data = zip.subarray(dataStart, dataEnd);
    expected = dataEnd;
    if (flags & SIZES_AFTER_DATA) {
      // A reader that meets unknown sizes looks for the descriptor's signature, so it must come right after the data.
      if (localSize !== 0 && localSize !== entry.compressedSize) return null;
      if (dataEnd + 16 > found.start || zip.readUInt32LE(dataEnd) !== DESCRIPTOR || data.includes(DESCRIPTOR_BYTES)) return null;
      expected = dataEnd + 16;
    } else if (localSize !== entry.compressedSize) {
      return null;
    }
    records.push({ name: entry.name.toString('utf8'), method: entry.method, data, local: zip.subarray(at, expected), central: entry.central });
  }
  return expected === found.start ? { records, end: found.end } : null;
}

/**
 * Guards against zip bombs: true when the archive's entries, really inflated, hold at most `maxBytes` together.
 * Inflation stops at the budget, so a bomb costs no more than an honest file.
 */
export async function inflatesWithin(archive: ZipArchive, maxBytes: number): Promise<boolean> {
  let total = 0;
  for (const { method, data } of archive.records) {
    if (method === 0) {
      total += data.length;
    } else if (method === 8) {
      try {
        total += (await inflate(data, { maxOutputLength: Math.max(1, maxBytes - total) })).length;
      } catch {
        return false;
      }
    } else {
      return false;
    }
    if (total > maxBytes) return false;
  }
  return true;
}

/** The same archive with its records in another order: ascending `rank`, ties kept as they were. */
export function reorderedZip(archive: ZipArchive, rank: (name: string) => number): Buffer {
  const ordered = archive.records.map((record, index) => ({ record, index, rank: rank(record.name) })).sort((a, b) => a.rank - b.rank || a.index - b.index);
  let offset = 0;
  const centrals = ordered.map(({ record }) => {
    const central = Buffer.from(record.central);
    central.writeUInt32LE(offset, 42);
    offset += record.local.length;
    return central;
  });
  const end = Buffer.from(archive.end);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...ordered.map(({ record }) => record.local), ...centrals, end]);
}
