import { useEffect, useState } from 'react';

interface QrCodeProps {
  text: string;
  /** Rendered size in px (200 by default, docs/product.md §Constants and limits). */
  size?: number;
  /** Quiet zone in px at that size (20 by default); converted to module units. */
  margin?: number;
  label: string;
}

interface Matrix {
  text: string;
  size: number;
  data: Uint8Array;
}

/** Error correction M. The encoder (qrcode) loads only when a code is first shown. */
export function QrCode({ text, size = 200, margin = 20, label }: QrCodeProps) {
  const [matrix, setMatrix] = useState<Matrix | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then(({ default: QR }) => {
        const code = QR.create(text, { errorCorrectionLevel: 'M' });
        if (live) setMatrix({ text, size: code.modules.size, data: code.modules.data });
      })
      .catch(() => {
        if (live) setMatrix(null);
      });
    return () => {
      live = false;
    };
  }, [text]);

  if (!matrix || matrix.text !== text) {
    return (
      <span className="qr qr--pending" role="img" aria-label={label} style={{ width: size, height: size }} />
    );
  }
  const n = matrix.size;
  const quiet = (margin * n) / (size - 2 * margin);
  let path = '';
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!matrix.data[row * n + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && matrix.data[row * n + col]) col++;
      path += `M${start} ${row}h${col - start}v1h${start - col}z`;
    }
  }
  const box = n + 2 * quiet;
  return (
    <svg
      className="qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
      shapeRendering="crispEdges"
    >
      <rect x={-quiet} y={-quiet} width={box} height={box} fill="#ffffff" />
      <path d={path} fill="#0b1220" />
    </svg>
  );
}
