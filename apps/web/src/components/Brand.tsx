import { useTranslation } from 'react-i18next';

export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#2A5A9B" />
      <path d="M10 8h8.5a6 6 0 0 1 0 12H14v4h-4z" fill="#fff" />
      <path d="M14 12v4h4.3a2 2 0 0 0 0-4z" fill="#2A5A9B" />
    </svg>
  );
}

/** The product mark and name; `inverse` for dark backgrounds. */
export function Brand({ inverse = false }: { inverse?: boolean }) {
  const { t } = useTranslation();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <BrandMark />
      <span
        style={{
          fontSize: 18,
          fontWeight: 650,
          letterSpacing: 0.2,
          color: inverse ? '#fff' : '#1B2C39',
        }}
      >
        {t('app.name')}
      </span>
    </span>
  );
}
