/**
 * The Kommunalrabatt's rules (spec 02 §6), by concern: scope and permissions, the list, edits, comments,
 * details and status, exports. Routes and tests use them through this module.
 */

export { addComment, commentsBy, markThreadRead, thread, unreadComments } from './comments.ts';
export { addLieferstelle, enableRabatt, updateAdditionalData, updateRabatt } from './edits.ts';
export { type ExportFile, exportList } from './exports.ts';
export { list } from './list.ts';
export { permissionsOf } from './policy.ts';
export { forgetCachedLists, type ListScope, type Scope } from './scope.ts';
export {
  availableMalos,
  communeResponsible,
  dashboard,
  details,
  lieferstellenContact,
  statusHistory,
  updateStatus,
} from './status.ts';
