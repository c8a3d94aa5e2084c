import { greeted } from '../common-lines';
import { renderMail, type RenderedMail } from '../render';

export interface ProfessionalMatchIntroducedView {
  professionalName: string;
  /** The role request's name. */
  roleName: string;
  roleLabel: string;
  /** The company's contact, whom a reply reaches. */
  contactName: string;
  /** The role request as the professional reads it ("Company: …", "Contact: …"). */
  role: readonly string[];
}

/** The professional's introduction to the company whose role they accepted; a reply reaches it. */
export function professionalMatchIntroduced(view: ProfessionalMatchIntroducedView): RenderedMail {
  const opening = `We would like to introduce ${view.roleName}, who are looking for a ${view.roleLabel} and whose needs match your experience. Reply to this e-mail to reach ${view.contactName} directly.`;
  return renderMail({
    subject: `Introducing ${view.roleName}: a ${view.roleLabel} role`,
    preview: opening,
    lines: [...greeted(view.professionalName, opening), ...view.role],
  });
}
