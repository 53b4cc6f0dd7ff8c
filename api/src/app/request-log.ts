/**
 * Fastify's request lines ("incoming request", "request completed") at `debug`: under
 * `npm start` they stay out of the terminal, where the lines that matter would scroll away. A
 * request that errs is still logged at its level.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class DebugRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    if (!this.isLogDisabled(request)) {
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
