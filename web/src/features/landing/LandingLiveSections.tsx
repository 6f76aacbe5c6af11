import { ProvideApollo } from '../../app/apollo/ProvideApollo';
import { ContactSection } from './contact/ContactSection';
import { PricingSection } from './pricing/PricingSection';
import { WaitlistSection } from './waitlist/WaitlistSection';

/** The sections that talk to the API (plans, waitlist, contact): below the fold, loaded after first paint. */
export default function LandingLiveSections() {
  return (
    <ProvideApollo>
      <PricingSection />
      <WaitlistSection />
      <ContactSection />
    </ProvideApollo>
  );
}
