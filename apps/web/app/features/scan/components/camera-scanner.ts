/** Why the camera could not give a code: the spec's three scan errors. */
export type CameraProblem = 'noCamera' | 'cannotListCameras' | 'scanFailed';

export type CameraScan = { stop: () => void };

/**
 * Starts the camera into `video` and calls `onCode` with the first barcode or QR code read. The decoder
 * (a maintained ZXing port) is loaded only here, so visitors who type the code never download it.
 */
export async function startCameraScan(
  video: HTMLVideoElement,
  onCode: (code: string) => void,
  onProblem: (problem: CameraProblem) => void,
): Promise<CameraScan | null> {
  const { BrowserCodeReader, BrowserMultiFormatReader } = await import('@zxing/browser');
  let cameras: MediaDeviceInfo[];
  try {
    cameras = await BrowserCodeReader.listVideoInputDevices();
  } catch {
    onProblem('cannotListCameras');
    return null;
  }
  if (cameras.length === 0) {
    onProblem('noCamera');
    return null;
  }
  // The last camera listed is the rear one on most phones, the one pointed at a tube.
  const camera = cameras[cameras.length - 1];
  try {
    const controls = await new BrowserMultiFormatReader().decodeFromVideoDevice(camera?.deviceId, video, (result, _error, running) => {
      if (!result) return;
      running.stop();
      onCode(result.getText());
    });
    return { stop: () => controls.stop() };
  } catch {
    onProblem('scanFailed');
    return null;
  }
}
