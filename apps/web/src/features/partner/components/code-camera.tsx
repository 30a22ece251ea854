import { codeMessages } from '@fuellinq/domain/codes/code-rules';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';

// Reading a QR code with the phone's camera: the Barcode Detection API where the browser has it (Chrome on
// Android, Safari on iOS 17+ with the flag, Chrome OS, macOS). Elsewhere the screen shows no camera button
// and the code is typed.

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorInstance {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options?: { formats: string[] }) => BarcodeDetectorInstance;

function detectorClass(): BarcodeDetectorClass | undefined {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
}

/** Whether this browser can read a QR code from the camera: a barcode detector and camera access. */
export function cameraScanSupported(): boolean {
  return (
    detectorClass() !== undefined && typeof globalThis.navigator?.mediaDevices?.getUserMedia === 'function'
  );
}

/** How often a frame of the video is read while no code is found. */
const SCAN_INTERVAL_MS = 250;

/**
 * The camera's picture with a QR code reader on it: the first code it reads goes to `onCode`, and the camera
 * stops when the reader closes (or the code is read). A refused or missing camera says so; typing still works.
 */
export function CodeCamera({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const found = useEffectEvent((code: string) => onCode(code));

  // The camera is a system outside React: started when the reader opens, stopped when it closes.
  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const detector = new Detector({ formats: ['qr_code'] });
    const scan = async () => {
      if (stopped || !video.current) return;
      const [code] = await detector.detect(video.current).catch(() => []);
      if (stopped) return;
      if (code?.rawValue) found(code.rawValue);
      else timer = setTimeout(() => void scan(), SCAN_INTERVAL_MS);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        await scan();
      })
      .catch(() => {
        if (!stopped) setFailed(true);
      });
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <div className="space-y-3">
      {failed ? (
        <Alert tone="error">{codeMessages.cameraFailed}</Alert>
      ) : (
        <>
          <video
            ref={video}
            muted
            playsInline
            aria-label="Camerabeeld"
            className="aspect-square w-full max-w-sm rounded-brand bg-black object-cover"
          />
          <p className="text-sm text-muted" role="status">
            Richt de camera op de QR-code. De code wordt vanzelf gelezen.
          </p>
        </>
      )}
      <Button variant="secondary" onClick={onClose}>
        Camera sluiten
      </Button>
    </div>
  );
}
