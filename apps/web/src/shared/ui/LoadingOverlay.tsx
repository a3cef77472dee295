import { useSyncExternalStore } from 'react';
import { isLoading, subscribeLoading } from './loadingStore';
import './loading.css';

interface LoadingOverlayProps {
  visible: boolean;
  /** Accessible text; the overlay itself shows only a spinner. */
  label: string;
}

export function LoadingOverlay({ visible, label }: LoadingOverlayProps) {
  if (!visible) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="spinner spinner--lg" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

/** The app-wide overlay driven by showLoading/hideLoading. */
export function LoadingOverlayHost({ label }: { label: string }) {
  const visible = useSyncExternalStore(subscribeLoading, isLoading, () => false);
  return <LoadingOverlay visible={visible} label={label} />;
}
