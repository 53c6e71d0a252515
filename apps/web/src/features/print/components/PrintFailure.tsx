import { useEffect } from 'react';
import { signalPrintState } from '../utils/print-params';

/** A print page that cannot render says why, to a person and to the exporter waiting on it. */
export function PrintFailure({ message }: { message: string }) {
  useEffect(() => signalPrintState({ error: message }), [message]);
  return (
    <p className="pw-print-failure" data-testid="print-failure">
      {message}
    </p>
  );
}
