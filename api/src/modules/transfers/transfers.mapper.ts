import type { TransferRequestView } from '@lantern/shared/contracts/transfers';
import type { TransferOffer } from '@lantern/shared/domain/shifts/transfer-pick';
import { toSeconds } from '../schedules/schedules.mapper.js';
import type { ShiftTransferRequest } from './entities/shift-transfer-request.entity.js';

/** The request with its segment and offering tutor loaded; `stateId` overrides a row changed by a conditional update. */
export function toTransferRequestView(
  request: ShiftTransferRequest,
  override: { stateId?: number; transferredTo?: number | null } = {},
): TransferRequestView {
  const { segment, requestedBy } = request;
  return {
    id: request.id,
    state_id: override.stateId ?? request.stateId,
    segment_id: segment.id,
    type: { id: segment.typeId, name: segment.typeName },
    start_time: toSeconds(segment.startTime),
    end_time: toSeconds(segment.endTime),
    requested_by: { id: requestedBy.id, first_name: requestedBy.firstName, last_name: requestedBy.lastName },
    transfered_to_user_id: override.transferredTo ?? request.transferredTo?.id ?? null,
  };
}

export function toTransferOffer(request: ShiftTransferRequest | null): TransferOffer | null {
  if (!request) return null;
  return {
    state_id: request.stateId,
    offered_by: request.requestedBy.id,
    type_id: request.segment.typeId,
    start_time: toSeconds(request.segment.startTime),
    end_time: toSeconds(request.segment.endTime),
  };
}
