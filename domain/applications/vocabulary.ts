/**
 * The one vocabulary matching reads names through: security frameworks, certifications and
 * security domains, each with the spellings people actually write. A role that asks for
 * "ISO/IEC 27001" and a professional who wrote "ISO27001" in their achievements name the same
 * thing, and "Certified Information Security Manager (CISM)" is CISM, so names are never compared
 * as raw text. Pure and fixed: the same text always yields the same terms.
 *
 * Spellings are matched as whole-word sequences after normalising (lower case, punctuation to
 * spaces), so "SOC" is not found inside "associate" nor "PCI" inside "PCIe". A spelling that
 * sits inside a longer one found at the same place gives way to it: "SOC 2" is the framework,
 * not the Security Operations domain, and "Certified Cloud Security Professional" is the CCSP
 * certification, not a claim of cloud security work. Aliases that are everyday words or names
 * are left out or restricted (see `capitalsOnly` and `notInText`), because a wrong match is worse
 * than a missed one: a missed one shows as missing and an administrator can read the text.
 */

export const TERM_KINDS = ['framework', 'certification', 'domain'] as const;
export type TTermKind = (typeof TERM_KINDS)[number];

export interface TVocabularyEntry {
  /** Stable id, used in code and tests; never shown. */
  id: string;
  /** What is shown. For certifications and domains it is the option label of the forms. */
  label: string;
  kind: TTermKind;
  /** Other spellings of the same thing; the label is always one too. */
  aliases: readonly string[];
  /**
   * Ids of terms that holding this one makes certain. Only where there is no doubt: a lead
   * auditor of ISO 27001 knows ISO 27001, but a CCSP holder has not necessarily led cloud
   * security work.
   */
  implies?: readonly string[];
  /**
   * Spellings (label or aliases) found in free text only when written in capitals: acronyms
   * that are also names or words ("DORA" but not "Dora", "SOX" but not the "Red Sox").
   */
  capitalsOnly?: readonly string[];
  /**
   * Spellings (label or aliases) recognised as a chosen option but never found in free text,
   * because they commonly name something else there (CISA is also the US cyber security agency).
   */
  notInText?: readonly string[];
}

const framework = (
  id: string,
  label: string,
  aliases: readonly string[],
  more: Pick<TVocabularyEntry, 'capitalsOnly' | 'notInText'> = {},
): TVocabularyEntry => ({ id, label, kind: 'framework', aliases, ...more });

const certification = (
  id: string,
  label: string,
  aliases: readonly string[],
  more: Pick<TVocabularyEntry, 'implies' | 'capitalsOnly' | 'notInText'> = {},
): TVocabularyEntry => ({ id, label, kind: 'certification', aliases, ...more });

const domain = (
  id: string,
  label: string,
  aliases: readonly string[],
  more: Pick<TVocabularyEntry, 'capitalsOnly' | 'notInText'> = {},
): TVocabularyEntry => ({ id, label, kind: 'domain', aliases, ...more });

/**
 * Every entry, in the order reports list them: frameworks, then certifications in the order of
 * the form's options, then security domains in the order of the form's options.
 *
 * Deliberately absent: "IR" (also investor relations in an executive's text), bare "privacy"
 * and "compliance" (everyday words), "Pam" (a name; "PAM" in capitals is kept).
 */
export const VOCABULARY: readonly TVocabularyEntry[] = [
  framework('iso-27001', 'ISO 27001', [
    'ISO/IEC 27001',
    'ISO27001',
    'ISO/IEC 27001:2022',
    'ISO/IEC 27001:2013',
    'ISO 27001:2022',
    'ISO 27001:2013',
    'ISO IEC 27001',
  ]),
  framework('iso-27002', 'ISO 27002', ['ISO/IEC 27002', 'ISO27002', 'ISO/IEC 27002:2022']),
  framework('soc-2', 'SOC 2', ['SOC2', 'SOC II']),
  // Listed so that "SOC 1" is read as the report, not as the Security Operations domain.
  framework('soc-1', 'SOC 1', ['SOC1']),
  framework('nist-csf', 'NIST CSF', [
    'NIST Cybersecurity Framework',
    'NIST Cyber Security Framework',
    'NIST-CSF',
  ]),
  framework('nist-800-53', 'NIST 800-53', ['NIST SP 800-53', 'SP 800-53', 'NIST SP800-53']),
  framework('pci-dss', 'PCI DSS', [
    'PCI-DSS',
    'PCI',
    'PCIDSS',
    'Payment Card Industry Data Security Standard',
  ]),
  framework('gdpr', 'GDPR', ['UK GDPR', 'EU GDPR', 'General Data Protection Regulation']),
  framework('hipaa', 'HIPAA', ['HIPPA', 'Health Insurance Portability and Accountability Act']),
  framework('dora', 'DORA', ['Digital Operational Resilience Act'], { capitalsOnly: ['DORA'] }),
  framework('nis2', 'NIS2', ['NIS 2', 'NIS II']),
  framework('cyber-essentials', 'Cyber Essentials', ['Cyber Essentials Plus', 'Cyber Essentials+']),
  framework('cis-controls', 'CIS Controls', [
    'CIS Critical Security Controls',
    'CIS Critical Controls',
    'CIS Top 18',
    'CIS Top 20',
  ]),
  framework('sox', 'SOX', ['Sarbanes-Oxley', 'Sarbanes Oxley'], {
    capitalsOnly: ['SOX'],
  }),
  framework('fedramp', 'FedRAMP', ['Fed RAMP']),

  certification('cissp', 'CISSP', ['Certified Information Systems Security Professional']),
  certification('cism', 'CISM', [
    'Certified Information Security Manager (CISM)',
    'Certified Information Security Manager',
  ]),
  certification('cisa', 'CISA', ['Certified Information Systems Auditor'], {
    notInText: ['CISA'],
  }),
  certification('crisc', 'CRISC', ['Certified in Risk and Information Systems Control']),
  certification('ceh', 'CEH', ['Certified Ethical Hacker']),
  certification('oscp', 'OSCP', ['Offensive Security Certified Professional']),
  certification('comptia-security-plus', 'CompTIA Security+', ['Security+', 'CompTIA Sec+']),
  certification(
    'iso-27001-lead-auditor',
    'ISO 27001 Lead Auditor',
    ['ISO/IEC 27001 Lead Auditor', 'ISO27001 Lead Auditor', 'ISO 27001 LA'],
    { implies: ['iso-27001'] },
  ),
  certification('ccsp', 'CCSP', ['Certified Cloud Security Professional']),
  certification('gsec', 'GSEC', ['GIAC GSEC', 'GIAC Security Essentials']),
  certification('cciso', 'CCISO', ['C|CISO', 'Certified Chief Information Security Officer']),
  certification('giac-gslc', 'GIAC GSLC', ['GSLC', 'GIAC Security Leadership']),
  certification('cgeit', 'CGEIT', ['Certified in the Governance of Enterprise IT']),
  certification('security-degree', 'MBA or MSc in Cybersecurity/Information Security', [
    'MSc in Cybersecurity',
    'MSc in Cyber Security',
    'MSc Cybersecurity',
    'MSc Cyber Security',
    'MSc in Information Security',
    'MSc Information Security',
    'MBA in Cybersecurity',
    'MBA in Cyber Security',
    'MBA in Information Security',
    "Master's in Cybersecurity",
    "Master's in Cyber Security",
    "Master's in Information Security",
  ]),

  domain('cloud-security', 'Cloud Security', [
    'CSPM',
    'cloud native security',
    'AWS security',
    'Azure security',
    'GCP security',
  ]),
  domain('network-security', 'Network Security', [
    'netsec',
    'network defence',
    'network defense',
    'perimeter security',
  ]),
  domain('application-security', 'Application Security', [
    'appsec',
    'app sec',
    'software security',
    'secure SDLC',
    'SSDLC',
    'secure software development',
    'DevSecOps',
  ]),
  domain(
    'identity-access-management',
    'Identity & Access Management',
    [
      'IAM',
      'IdAM',
      'identity and access management',
      'identity management',
      'access management',
      'identity governance',
      'privileged access management',
      'PAM',
    ],
    { capitalsOnly: ['PAM'] },
  ),
  domain('incident-response', 'Incident Response', [
    'incident handling',
    'incident responder',
    'breach response',
    'DFIR',
    'CSIRT',
  ]),
  domain('risk-management', 'Risk Management', [
    'cyber risk',
    'information risk management',
    'risk assessment',
    'risk assessments',
    'third party risk',
    'TPRM',
    'vendor risk',
  ]),
  domain('compliance-governance', 'Compliance & Governance', [
    'compliance and governance',
    'governance and compliance',
    'governance & compliance',
    'governance, risk and compliance',
    'governance risk and compliance',
    'governance risk & compliance',
    'GRC',
    'security governance',
    'security compliance',
    'regulatory compliance',
  ]),
  domain('security-architecture', 'Security Architecture', [
    'security architect',
    'enterprise security architecture',
    'zero trust architecture',
    'SABSA',
  ]),
  domain('data-protection', 'Data Protection', [
    'data loss prevention',
    'DLP',
    'data privacy',
    'data security',
    'privacy engineering',
  ]),
  domain('threat-intelligence', 'Threat Intelligence', ['threat intel', 'CTI']),
  domain('security-operations', 'Security Operations', [
    'SOC',
    'security operations centre',
    'security operations center',
    'SecOps',
    'SIEM',
  ]),
];

/**
 * Words of a name or a text, lower-cased: letters and digits (and "+", for "Security+") are
 * kept, everything else separates words, so "ISO/IEC 27001:2022" reads "iso iec 27001 2022" and
 * "Identity & Access Management" reads "identity access management".
 */
function wordsOf(text: string, keepCase = false): string[] {
  const words = text
    .replace(/[^\p{L}\p{N}+]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '');
  return keepCase ? words : words.map((word) => word.toLowerCase());
}

/** A name normalised for comparison: lower case, punctuation to single spaces. */
export const normaliseName = (name: string): string => wordsOf(name).join(' ');

const byId = new Map(VOCABULARY.map((entry) => [entry.id, entry]));
const order = new Map(VOCABULARY.map((entry, index) => [entry.id, index]));

/** One way of writing a term, as free text is searched for it. */
interface Spelling {
  id: string;
  words: readonly string[];
  /** Compared as written, not lower-cased. */
  capitals: boolean;
}

const spellingsOf = (entry: TVocabularyEntry): string[] => [entry.label, ...entry.aliases];

/**
 * Every spelling by its first word. A spelling of several words is also tried written as one
 * ("ISO 27001" finds "iso27001", "SOC 2" finds "soc2").
 */
const textIndex = new Map<string, Spelling[]>();
for (const entry of VOCABULARY) {
  const notInText = new Set((entry.notInText ?? []).map(normaliseName));
  const capitalsOnly = new Set(entry.capitalsOnly ?? []);
  for (const spelling of spellingsOf(entry)) {
    if (notInText.has(normaliseName(spelling))) continue;
    const capitals = capitalsOnly.has(spelling);
    const words = wordsOf(spelling, capitals);
    const variants = words.length > 1 ? [words, [words.join('')]] : [words];
    for (const variant of variants) {
      const first = variant[0]!.toLowerCase();
      const list = textIndex.get(first) ?? [];
      list.push({ id: entry.id, words: variant, capitals });
      textIndex.set(first, list);
    }
  }
}

/** Every spelling, normalised and written as one word, to its term: for chosen option labels. */
const nameIndex = new Map<string, string>();
for (const entry of VOCABULARY) {
  for (const spelling of spellingsOf(entry)) {
    const normalised = normaliseName(spelling);
    nameIndex.set(normalised, entry.id);
    nameIndex.set(normalised.replaceAll(' ', ''), entry.id);
  }
}

/**
 * Stretches of text no term runs across: a line, or a sentence ended by punctuation followed by
 * a space. "Led incident. Response times fell" is not Incident Response, but "ISO/IEC
 * 27001:2022" stays one stretch because its colon is not followed by a space. Commas do not end
 * a stretch: "governance, risk and compliance" is one name.
 */
const stretchesOf = (text: string): string[] => text.split(/[.;:!?]+(?=\s|$)|[\r\n]+/u);

interface Found {
  id: string;
  start: number;
  end: number;
}

function foundIn(words: readonly string[]): Found[] {
  const lower = words.map((word) => word.toLowerCase());
  const found: Found[] = [];
  lower.forEach((first, start) => {
    for (const spelling of textIndex.get(first) ?? []) {
      const end = start + spelling.words.length;
      if (end > words.length) continue;
      const against = spelling.capitals ? words : lower;
      if (spelling.words.every((word, i) => against[start + i] === word)) {
        found.push({ id: spelling.id, start, end });
      }
    }
  });
  // A spelling inside a longer one found at the same place gives way to it.
  return found.filter(
    (inner) =>
      !found.some(
        (outer) =>
          outer.start <= inner.start &&
          inner.end <= outer.end &&
          outer.end - outer.start > inner.end - inner.start,
      ),
  );
}

/** Ids in vocabulary order, each once. */
export const inVocabularyOrder = (ids: Iterable<string>): string[] =>
  [...new Set(ids)].filter((id) => order.has(id)).sort((a, b) => order.get(a)! - order.get(b)!);

/** The ids of the terms written in a free text, in vocabulary order, each once. */
export function findTerms(text: string): string[] {
  const ids = stretchesOf(text).flatMap((stretch) =>
    foundIn(wordsOf(stretch, true)).map((found) => found.id),
  );
  return inVocabularyOrder(ids);
}

/**
 * The term a chosen option label (or any spelling of it) names, or undefined when the vocabulary
 * does not know it ("Other"). Case and punctuation do not matter here: a label is a name by
 * intent, so "Dora" as a chosen label is DORA.
 */
export function termOf(labelOrAlias: string): string | undefined {
  const normalised = normaliseName(labelOrAlias);
  return nameIndex.get(normalised) ?? nameIndex.get(normalised.replaceAll(' ', ''));
}

/** A term's entry; throws for an id the vocabulary does not have (a programming error). */
export function entryOf(id: string): TVocabularyEntry {
  const entry = byId.get(id);
  if (!entry) throw new RangeError(`Not a vocabulary term: ${id}`);
  return entry;
}

/** A term's label, as reports show it. */
export const labelOf = (id: string): string => entryOf(id).label;

/** A term's kind. */
export const kindOf = (id: string): TTermKind => entryOf(id).kind;

/**
 * The terms that holding the given ones makes certain, followed through (an implied term's own
 * implications count too), not including the given ones unless implied; vocabulary order.
 */
export function impliedBy(ids: Iterable<string>): string[] {
  const given = new Set(ids);
  const implied = new Set<string>();
  const queue = [...given];
  while (queue.length > 0) {
    const id = queue.shift()!;
    for (const next of byId.get(id)?.implies ?? []) {
      if (!implied.has(next)) {
        implied.add(next);
        queue.push(next);
      }
    }
  }
  return inVocabularyOrder(implied);
}
