import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../shared/ui/Modal';
import { GameGrid } from './GameGrid';
import { GameSearch } from './GameSearch';
import { useDebouncedValue } from './useGameList';
import './games.css';

interface VendorPopupProps {
  vendor: { vassalage: string; displayName: string };
  onClose: () => void;
}

/** Game popup (docs/product.md §Dialogs): the list of a vassalage vendor's games, with the same cards. */
export function VendorPopup({ vendor, onClose }: VendorPopupProps) {
  const { t, ready } = useTranslation('games');
  const [search, setSearch] = useState('');
  const gameName = useDebouncedValue(search.trim(), 300);
  if (!ready) return null;
  return (
    <Modal
      open
      title={t('vendorGames', { vendor: vendor.displayName })}
      onClose={onClose}
      width={960}
      className="vendor-popup"
    >
      <GameSearch value={search} onChange={setSearch} />
      <GameGrid vassalage={vendor.vassalage} gameName={gameName || undefined} onStarted={onClose} />
    </Modal>
  );
}
