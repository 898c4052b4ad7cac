// The member routes that touch the member cookie (issue 23): verifying a magic link sets it (a new
// token every time; the session the browser had before is ended), logging out and deleting the
// account clear it. Who the member is and every rule is graph's; the gateway only carries the token.
import type { z } from 'zod';
import {
  DeleteMemberDocument,
  EndMemberSessionDocument,
  MemberExportDocument,
  VerifyMemberLinkDocument,
} from '../generated/graphql';
import { clearMemberCookie, setMemberCookie } from '../session/member-cookie';
import { PRIVATE_CACHE_CONTROL } from '../private-pages';
import type { RouteContext } from './route-kit';
import type { memberDeleteQuery, tokenBody } from './inputs';

export async function verifyMember({
  req,
  res,
  input,
  graph,
  identity,
}: RouteContext<undefined, undefined, z.infer<typeof tokenBody>>) {
  const { verifyMemberLink: signIn } = await graph(VerifyMemberLinkDocument, { token: input.body.token });
  // Rotated: the browser's earlier member session (if any) ends; the new token replaces it.
  if (identity.memberSession) await graph(EndMemberSessionDocument, {}).catch(() => undefined);
  setMemberCookie(req, res, signIn.sessionToken);
  return { member: signIn.member, returnTo: signIn.returnTo ?? null };
}

export async function logoutMember({ res, graph, identity }: RouteContext) {
  if (identity.memberSession) await graph(EndMemberSessionDocument, {});
  clearMemberCookie(res);
  return { message: 'Signed out' };
}

export async function deleteMember({ res, graph, input }: RouteContext<undefined, z.infer<typeof memberDeleteQuery>>) {
  const { deleteMember: answer } = await graph(DeleteMemberDocument, { removeComments: input.query.removeComments ?? false });
  clearMemberCookie(res);
  return answer;
}

/** The export as a JSON download. */
export async function exportMember({ res, graph }: RouteContext) {
  const { memberExport } = await graph(MemberExportDocument, {});
  res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Disposition', 'attachment; filename="savepoint-account.json"');
  res.send(memberExport);
  return undefined;
}
