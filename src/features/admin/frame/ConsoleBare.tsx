import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import './Console.css';

/** The console's frame before sign-in (sign-in, set-up): the product's name, then the page. */
export function ConsoleBare({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="console__bar">
        <p className="console__name">
          <FormattedMessage id="admin.name" />
        </p>
      </header>
      <main id="main" tabIndex={-1} className="container page">
        {children}
      </main>
    </>
  );
}
