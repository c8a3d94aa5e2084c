import {
  CERTIFICATIONS,
  COMPANY_SIZES,
  INDUSTRIES,
  SECURITY_DOMAINS,
} from '@contracts/applications/options';
import type { CisoForm } from '../../lib/ciso-form';
import { ChipsField } from '../chips-field';
import { FormSection } from '../form-section';

const SECTIONS = [
  {
    name: 'certifications',
    title: 'Certifications',
    description: 'Select the certifications and qualifications you hold.',
    options: CERTIFICATIONS,
  },
  {
    name: 'securityDomains',
    title: 'Security Domains',
    description: 'Select your areas of expertise.',
    options: SECURITY_DOMAINS,
  },
  {
    name: 'industriesServed',
    title: 'Industries',
    description: "Select the industries you've worked in.",
    options: INDUSTRIES,
  },
  {
    name: 'companySizes',
    title: 'Company Sizes',
    description: "Select the sizes of company you've worked with.",
    options: COMPANY_SIZES,
  },
] as const;

/** Certifications, security domains, industries and company sizes: multi-select chips. */
export function ExpertiseSections({ form, idPrefix }: { form: CisoForm; idPrefix: string }) {
  return SECTIONS.map(({ name, title, description, options }) => (
    <FormSection key={name} title={title} description={description}>
      <ChipsField
        control={form.control}
        name={name}
        id={`${idPrefix}-${name}`}
        legend={title}
        hideLegend
        options={options}
      />
    </FormSection>
  ));
}
