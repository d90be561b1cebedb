import type { contract } from '@contract/index';
import type { AppContext } from '../config/context';
import type { ApiHandlers } from '../http/registerApi';
import { clientOf } from '../identity/bearer';
import { captureBox, defaultCameras, type Cameras } from './capture';

/** The box camera call of the signed-in client's area. */
export const cameraRoutes = (
  context: AppContext,
  cameras: Cameras = defaultCameras,
): ApiHandlers<typeof contract.my, 'cameraCapture'> => ({
  cameraCapture: async ({ body, request }) => {
    const picture = await captureBox(context, cameras, clientOf(request).userId, body.contractId);
    return { status: 200, body: picture };
  },
});
