import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../locale';
import { LoginShowcase } from './LoginShowcase';

/** The frame of the signed-out pages (login, sign-up): the showcase, the language switch and one card. */
export function AuthPageFrame({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="pw-login">
      <LoginShowcase />
      <main className="pw-login-main">
        <div className="pw-login-topbar">
          <LanguageSwitch variant="outlined" />
        </div>
        <div className="pw-login-center">
          <section className="pw-login-card" aria-labelledby={titleId}>
            <h2 id={titleId}>{title}</h2>
            {children}
          </section>
        </div>
      </main>
    </div>
  );
}
