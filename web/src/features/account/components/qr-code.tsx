import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';

/** Draws `value` as a QR code in the browser; the `qrcode` library loads only when this shows. */
export function QrCode({
  value,
  label,
  size = 200,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setSrc(null);
    setFailed(false);
    import('qrcode')
      .then((QR) => QR.toDataURL(value, { width: size, margin: 1, errorCorrectionLevel: 'M' }))
      .then((url) => !cancelled && setSrc(url))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [value, size]);

  if (failed) {
    return (
      <p className="text-sm text-muted-foreground">
        The QR code could not be drawn. Enter the secret below instead.
      </p>
    );
  }
  return (
    <div
      className="flex items-center justify-center rounded-md bg-white p-2"
      style={{ width: size + 16, height: size + 16 }}
    >
      {src ? (
        <img src={src} alt={label} width={size} height={size} />
      ) : (
        <Spinner label="Drawing QR code" />
      )}
    </div>
  );
}
