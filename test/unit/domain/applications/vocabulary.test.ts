import { describe, expect, it } from 'vitest';
import { CERTIFICATIONS, SECURITY_DOMAINS } from '@contracts/applications/options';
import {
  VOCABULARY,
  entryOf,
  findTerms,
  impliedBy,
  labelOf,
  normaliseName,
  termOf,
} from '@domain/applications/vocabulary';

const spellings = (entry: (typeof VOCABULARY)[number]) => [entry.label, ...entry.aliases];

describe('the vocabulary', () => {
  it('names every certification option but "Other", each as a certification', () => {
    for (const option of CERTIFICATIONS) {
      if (option === 'Other') continue;
      const id = termOf(option);
      expect(id, option).toBeDefined();
      expect(entryOf(id!).kind).toBe('certification');
    }
    expect(termOf('Other')).toBeUndefined();
  });

  it('shows certification options by their own label, the long form of CISM as CISM', () => {
    const longCism = 'Certified Information Security Manager (CISM)';
    for (const option of CERTIFICATIONS) {
      if (option === 'Other' || option === longCism) continue;
      expect(labelOf(termOf(option)!)).toBe(option);
    }
    expect(termOf(longCism)).toBe(termOf('CISM'));
    expect(labelOf(termOf(longCism)!)).toBe('CISM');
  });

  it('names every security domain option as a domain shown by that label', () => {
    for (const option of SECURITY_DOMAINS) {
      const id = termOf(option);
      expect(id, option).toBeDefined();
      expect(entryOf(id!)).toMatchObject({ kind: 'domain', label: option });
    }
  });

  it('has unique ids, and no spelling that names two terms', () => {
    expect(new Set(VOCABULARY.map((e) => e.id)).size).toBe(VOCABULARY.length);
    const owner = new Map<string, string>();
    for (const entry of VOCABULARY) {
      for (const spelling of spellings(entry)) {
        const normalised = normaliseName(spelling);
        for (const key of [normalised, normalised.replaceAll(' ', '')]) {
          const seen = owner.get(key);
          expect(seen === undefined || seen === entry.id, `${spelling}: ${seen}`).toBe(true);
          owner.set(key, entry.id);
        }
      }
    }
  });

  it('restricts only its own spellings, and implies only terms it has', () => {
    for (const entry of VOCABULARY) {
      const own = spellings(entry);
      for (const spelling of [...(entry.capitalsOnly ?? []), ...(entry.notInText ?? [])]) {
        expect(own, entry.id).toContain(spelling);
      }
      for (const id of entry.implies ?? []) expect(() => entryOf(id)).not.toThrow();
    }
  });

  it('finds every spelling allowed in text, alone and inside a sentence', () => {
    for (const entry of VOCABULARY) {
      const notInText = new Set(entry.notInText ?? []);
      for (const spelling of spellings(entry)) {
        if (notInText.has(spelling)) continue;
        expect(findTerms(spelling), spelling).toContain(entry.id);
        expect(findTerms(`Over ten years, I led ${spelling} work for banks.`), spelling).toContain(
          entry.id,
        );
      }
    }
  });

  it('refuses an id it does not have', () => {
    expect(() => labelOf('iso-9001')).toThrow(RangeError);
  });
});

describe('termOf', () => {
  it.each([
    ['ISO/IEC 27001', 'iso-27001'],
    ['iso27001', 'iso-27001'],
    ['ISO 27001:2022', 'iso-27001'],
    ['Identity & Access Management', 'identity-access-management'],
    ['identity and access management', 'identity-access-management'],
    ['IAM', 'identity-access-management'],
    ['certified information security manager', 'cism'],
    ['Dora', 'dora'],
    ['CISA', 'cisa'],
    ['soc-2', 'soc-2'],
  ])('reads %j as %s', (name, id) => {
    expect(termOf(name)).toBe(id);
  });

  it('knows nothing of names outside the vocabulary', () => {
    expect(termOf('Quantum Security')).toBeUndefined();
    expect(termOf('')).toBeUndefined();
  });
});

describe('findTerms', () => {
  it.each([
    ['Ready for ISO/IEC 27001 certification', ['iso-27001']],
    ['Certified to ISO 27001 last year', ['iso-27001']],
    ['iso27001 and ISO-27002', ['iso-27001', 'iso-27002']],
    ['ISO/IEC 27001:2022 transition', ['iso-27001']],
    ['SOC2, SOC II and SOC 2 reports', ['soc-2']],
    ['NIST CSF and the NIST Cybersecurity Framework', ['nist-csf']],
    ['Controls mapped to NIST SP 800-53', ['nist-800-53']],
    ['PCI DSS, PCI-DSS or just PCI', ['pci-dss']],
    ['GDPR and HIPAA programmes', ['gdpr', 'hipaa']],
    ['DORA and NIS 2 readiness', ['dora', 'nis2']],
    ['Cyber Essentials Plus', ['cyber-essentials']],
    ['CIS Controls and SOX', ['cis-controls', 'sox']],
    ['A FedRAMP authorisation', ['fedramp']],
    ['IAM, IdAM and identity and access management', ['identity-access-management']],
    ['Incident response and threat intel', ['incident-response', 'threat-intelligence']],
    ['Built a SOC; security operations centre', ['security-operations']],
    ['Security operations center lead', ['security-operations']],
    ['Ran GRC for the group', ['compliance-governance']],
    ['Governance, risk and compliance', ['compliance-governance']],
    ['AppSec and application security reviews', ['application-security']],
    ['Cloud security on AWS', ['cloud-security']],
    ['DLP rollout and data protection', ['data-protection']],
    ['Holds the CompTIA Security+ and C|CISO', ['comptia-security-plus', 'cciso']],
  ])('finds the terms in %j', (text, ids) => {
    expect(findTerms(text)).toEqual(ids);
  });

  it('lists each term once, in vocabulary order, whatever the text order', () => {
    expect(findTerms('Cloud security, then SOC 2, then ISO 27001, then SOC 2 again')).toEqual([
      'iso-27001',
      'soc-2',
      'cloud-security',
    ]);
  });

  it.each([
    'A special associate joined us first',
    'Social media, crisp association, the first responders',
    'The pcie bus, irony, Isomorphic code and sockets',
    'Security budget and compliance reporting to the board',
  ])('finds nothing inside longer words or in everyday words: %j', (text) => {
    expect(findTerms(text)).toEqual([]);
  });

  it('reads acronyms that are also names only in capitals', () => {
    expect(findTerms('Reported to Dora, our CFO, and a Red Sox fan')).toEqual([]);
    expect(findTerms('DORA and SOX programmes')).toEqual(['dora', 'sox']);
    expect(findTerms('Digital Operational Resilience Act and Sarbanes-Oxley')).toEqual([
      'dora',
      'sox',
    ]);
  });

  it('does not read the US agency CISA as the certification, only its full name', () => {
    expect(findTerms('Shared indicators with CISA during the breach')).toEqual([]);
    expect(findTerms('Certified Information Systems Auditor')).toEqual(['cisa']);
  });

  it('prefers the longer name found at the same place', () => {
    expect(findTerms('SOC 2 Type II report')).toEqual(['soc-2']);
    expect(findTerms('SOC analysts and a SOC 1 report')).toEqual(['soc-1', 'security-operations']);
    expect(findTerms('Certified Cloud Security Professional')).toEqual(['ccsp']);
    expect(findTerms('ISO 27001 Lead Auditor')).toEqual(['iso-27001-lead-auditor']);
    expect(findTerms('Payment Card Industry Data Security Standard')).toEqual(['pci-dss']);
    expect(findTerms('General Data Protection Regulation')).toEqual(['gdpr']);
  });

  it('does not run a name across the end of a sentence or a line', () => {
    expect(findTerms('We closed the incident. Response times then fell.')).toEqual([]);
    expect(findTerms('Cloud\nsecurity')).toEqual([]);
  });
});

describe('impliedBy', () => {
  it('makes an ISO 27001 lead auditor hold ISO 27001', () => {
    expect(impliedBy(['iso-27001-lead-auditor'])).toEqual(['iso-27001']);
  });

  it('assumes no cloud security work from a CCSP, nor anything else from a certificate alone', () => {
    expect(impliedBy(['ccsp'])).toEqual([]);
    expect(impliedBy(['cissp', 'cism', 'soc-2'])).toEqual([]);
  });
});
