import { FormattedMessage } from 'react-intl';
import type { DiagnosticsEffects } from '@machines/diagnostics/provider';
import { AppsAndSocial } from './AppsAndSocial';
import { CompanyBlock } from './CompanyBlock';
import { ContactBlock } from './ContactBlock';
import { FooterLinks } from './FooterLinks';
import { Memberships } from './Memberships';
import { PaymentLogos } from './PaymentLogos';
import { VersionLine } from './VersionLine';
import './Footer.css';

/** The footer of every page. Hidden with `?limitedView=true`. */
export default function Footer({ diagnostics }: { diagnostics?: DiagnosticsEffects }) {
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <ContactBlock />
        <FooterLinks />
        <CompanyBlock />
        <AppsAndSocial />
      </div>
      <div className="container footer__trust">
        <PaymentLogos />
        <Memberships />
      </div>
      <div className="container footer__bottom">
        <p className="footer__copyright">
          <FormattedMessage id="footer.copyright" values={{ year: String(new Date().getFullYear()) }} />
        </p>
        <VersionLine actors={diagnostics} />
      </div>
    </footer>
  );
}
