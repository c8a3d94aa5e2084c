import { greeted } from '../common-lines';
import { renderMail, type RenderedMail } from '../render';

export interface CompanyMatchIntroducedView {
  contactName: string;
  professionalName: string;
  roleLabel: string;
  /** The role request's name. */
  roleName: string;
  /** The professional's application as the company reads it ("Name: …", "E-mail: …"). */
  professional: readonly string[];
}

/** The company's introduction to the professional who accepted; a reply reaches them. */
export function companyMatchIntroduced(view: CompanyMatchIntroducedView): RenderedMail {
  const opening = `We would like to introduce ${view.professionalName}, a security leader we believe fits the ${view.roleLabel} role at ${view.roleName}. Reply to this e-mail to reach them directly.`;
  return renderMail({
    subject: `Introducing ${view.professionalName} for your ${view.roleLabel} role`,
    preview: opening,
    lines: [...greeted(view.contactName, opening), ...view.professional],
  });
}
