import { unexpectedErrors } from '../support/account-pages';
import { apiCall } from '../support/api';
import { useFakeCamera } from '../support/fake-camera';
import { shippedOrder } from '../support/orders';
import { waitForAppReady } from '../support/pages';
import { usePortal } from '../support/portal';
import type { StaffMember } from '../support/staff';
import { expect, type Open, test } from '../support/test';

// The scan page's camera, in Chromium with a fake webcam filming a QR code: a real label code read end to end, and
// the spec's three scan errors when the browser has no camera, cannot list them, or cannot start one.
const DESK: StaffMember = { username: 'scan.desk', password: 'Scan-Desk-2026!', permissions: ['orders:view', 'orders:quote', 'orders:fulfil'] };
const camera = useFakeCamera();
const baseUrl = usePortal({}, { staff: [DESK] });

type ScanResult = Record<'code' | 'projectNo' | 'position' | 'shippingBox', string>;

/** The scan page, hydrated, in a fresh context whose page runs `script` before the app (to fake the media devices). */
async function scanPage(open: Open, script?: string) {
  const session = await open({ baseURL: baseUrl(), permissions: ['camera'] });
  if (script) await session.context.addInitScript(script);
  await session.page.goto('/scanCode/scannerPage');
  await waitForAppReady(session.page, '[data-testid="scan-panel"]');
  return session;
}

test.describe('the scan page camera', () => {
  test('reads a tube label filmed by the camera and shows what the tube holds', async ({ open }) => {
    const { labels } = await shippedOrder(baseUrl(), DESK);
    const label = labels[2];
    if (!label) throw new Error('the shipment made fewer than three labels');
    camera.show(label.code);
    const expected = await apiCall<ScanResult>(baseUrl(), '', `/by-order-client/scan/label?code=${label.code}`);

    const { page, errors } = await scanPage(open);
    await page.getByRole('button', { name: 'Scan with the camera' }).click();
    const result = page.getByTestId('scan-result');
    // antd renders the Descriptions title as a plain div, without a heading role.
    await expect(result.locator('.ant-descriptions-title')).toHaveText(label.code);
    for (const value of [expected.projectNo, label.shippingBox, label.position]) await expect(result).toContainText(value);
    expect(label.position).toBe('A3');
    await expect(page.getByLabel('Label code')).toHaveValue(label.code);
    await expect(page.getByRole('button', { name: 'Scan with the camera' })).toBeVisible();
    await expect(page.locator('video')).toBeHidden();
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  test('stops the camera when asked, even before it has started', async ({ open }) => {
    camera.show('');
    // Every stream the page gets is kept for the test. While window.holdCamera is set, a stream is handed over only
    // when the test calls window.releaseCamera(): the camera can then be stopped before it has started, every time.
    const { page, errors } = await scanPage(
      open,
      `
      window.cameraStreams = [];
      window.holdCamera = false;
      const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = async (constraints) => {
        const stream = await getUserMedia(constraints);
        window.cameraStreams.push(stream);
        if (window.holdCamera) await new Promise((resolve) => { window.releaseCamera = resolve; });
        return stream;
      };`,
    );
    const streams = () =>
      page.evaluate(() =>
        (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams.map((stream) =>
          stream
            .getVideoTracks()
            .map((track) => track.readyState)
            .join(),
        ),
      );

    await page.getByRole('button', { name: 'Scan with the camera' }).click();
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0);
    expect(await streams()).toEqual(['live']);
    await page.getByRole('button', { name: 'Stop the camera' }).click();
    await expect.poll(streams).toEqual(['ended']);
    await expect(page.locator('video')).toBeHidden();

    await page.evaluate(() => Object.assign(window, { holdCamera: true }));
    await page.getByRole('button', { name: 'Scan with the camera' }).click();
    await expect.poll(streams).toEqual(['ended', 'live']);
    await page.getByRole('button', { name: 'Stop the camera' }).click();
    await page.evaluate(() => (window as unknown as { releaseCamera: () => void }).releaseCamera());
    await expect.poll(streams, { timeout: 5_000 }).toEqual(['ended', 'ended']);
    await expect(page.getByRole('button', { name: 'Scan with the camera' })).toBeVisible();
    await expect(page.locator('video')).toBeHidden();
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  const failures: ReadonlyArray<readonly [string, string, string]> = [
    ['no camera', 'navigator.mediaDevices.enumerateDevices = async () => [];', 'No camera was found.'],
    [
      'cameras that cannot be listed',
      "navigator.mediaDevices.enumerateDevices = async () => { throw new DOMException('denied', 'NotAllowedError'); };",
      'The cameras could not be listed. Please allow the browser to use the camera.',
    ],
    [
      'a camera that will not start',
      "navigator.mediaDevices.getUserMedia = async () => { throw new DOMException('busy', 'NotReadableError'); };",
      'Scanning failed. Please try again or type the code.',
    ],
  ];
  for (const [what, script, message] of failures) {
    test(`says so when the browser has ${what}, and the code can still be typed`, async ({ open }) => {
      const { page, errors } = await scanPage(open, script);
      await page.getByRole('button', { name: 'Scan with the camera' }).click();
      await expect(page.getByRole('alert')).toHaveText(message);
      await expect(page.getByRole('button', { name: 'Scan with the camera' })).toBeVisible();
      await expect(page.getByLabel('Label code')).toBeEditable();
      expect(unexpectedErrors(errors)).toEqual([]);
    });
  }
});
