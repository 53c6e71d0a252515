import { useTranslation } from 'react-i18next';
import { MenuButton } from '../../../app/menu/MenuButton';
import { ZOOM_LEVELS } from '../utils/board-geometry';

const percent = (zoom: number) => `${Math.round(zoom * 100)}%`;

/** The zoom level picker: six fixed levels in a plain menu button (no antd Dropdown/Menu with the board). */
export function ZoomMenu({ zoom, onChange }: { zoom: number; onChange: (zoom: number) => void }) {
  const { t } = useTranslation();
  return (
    <MenuButton
      label={t('deck.zoom')}
      radio
      align="center"
      buttonClassName="pw-zoom-button"
      testId="deck-zoom"
      items={ZOOM_LEVELS.map((level) => ({
        key: String(level),
        label: percent(level),
        selected: level === zoom,
      }))}
      onSelect={(key) => onChange(Number(key))}
    >
      {percent(zoom)}
    </MenuButton>
  );
}
