import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BarcodeFormat, EncodeHintType, QRCodeWriter } from '@zxing/library';
import { chromiumWith } from './chromium';
import { test } from './test';

const WIDTH = 640;
const HEIGHT = 480;
/** The QR code's side in pixels, its four-module white quiet zone included. */
const QR_SIDE = 400;
/** Chromium loops the file, so a few identical frames are a steady picture. */
const FRAMES = 3;
const WHITE = 255;
/** Neutral chroma: the picture is grey scale. */
const NO_COLOUR = 128;

/**
 * A YUV4MPEG2 (I420) video of `text` as a QR code on white, the format Chromium's
 * --use-file-for-fake-video-capture plays as a webcam. An empty text films a blank white sheet.
 */
export function qrCodeVideo(text: string): Buffer {
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  if (text) {
    const hints = new Map([[EncodeHintType.MARGIN, 4]]);
    const matrix = new QRCodeWriter().encode(text, BarcodeFormat.QR_CODE, QR_SIDE, QR_SIDE, hints);
    const left = (WIDTH - matrix.getWidth()) >> 1;
    const top = (HEIGHT - matrix.getHeight()) >> 1;
    for (let y = 0; y < matrix.getHeight(); y += 1) {
      for (let x = 0; x < matrix.getWidth(); x += 1) if (matrix.get(x, y)) luma[(top + y) * WIDTH + left + x] = 0;
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, NO_COLOUR);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: FRAMES }, () => frame)]);
}

export type FakeCamera = {
  /** What the camera films from its next start: `text` as a QR code. */
  show: (text: string) => void;
};

/**
 * A webcam for one spec file's Chromium, filming a file in a temp folder of this worker: the file's browser is
 * launched with the flags that make that file the only camera, allowed without asking. The flags must be known
 * when the browser launches, before a test knows what to show; Chromium opens the file only when a page starts
 * the camera. (The runner also loads the spec to list its tests; the folder is made only where tests run.)
 */
export function useFakeCamera(): FakeCamera {
  const dir = join(tmpdir(), `portal-fake-camera-${process.pid}`);
  const file = join(dir, 'camera.y4m');
  const show = (text: string) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, qrCodeVideo(text));
  };
  test.use({
    launchOptions: chromiumWith(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${file}`]),
  });
  test.beforeAll(() => show(''));
  test.afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return { show };
}
