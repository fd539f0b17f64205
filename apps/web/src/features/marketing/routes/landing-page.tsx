import { useDocumentTitle } from '@/hooks/use-document-title';
import { CtaSection } from '../components/cta-section';
import { FeaturesSection } from '../components/features-section';
import { HeroSection } from '../components/hero-section';
import { StepsSection } from '../components/steps-section';

export default function LandingPage() {
  useDocumentTitle(undefined);
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <StepsSection />
      <CtaSection />
    </>
  );
}
