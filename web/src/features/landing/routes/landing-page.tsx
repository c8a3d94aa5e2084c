import { DocumentTitle } from '@/components/ui/document-title';
import { AudienceCards } from '../components/audience-cards';
import { Hero } from '../components/hero';
import { HowWeWork } from '../components/how-we-work';
import { InsightsPreviewSlot } from '../components/insights-preview-slot';
import { PlatformFeatures } from '../components/platform-features';
import { TickerSlot } from '../components/ticker-slot';
import { VcisoExplainer } from '../components/vciso-explainer';

/** `/`: the sections of spec §2 in order; the header and footer come from the root layout. */
export default function LandingPage() {
  return (
    <>
      <DocumentTitle />
      <TickerSlot />
      <Hero />
      <VcisoExplainer />
      <PlatformFeatures />
      <InsightsPreviewSlot />
      <HowWeWork />
      <AudienceCards />
    </>
  );
}
