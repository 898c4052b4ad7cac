import { Arg, Ctx, Field, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { GraphContext } from '../../graphql/context';

@ObjectType({ description: 'The answer to a newsletter subscription.' })
export class SubscribeResult {
  @Field({ description: 'Message to show the reader.' })
  message!: string;
}

@Resolver()
export class NewsletterResolver {
  @Mutation(() => SubscribeResult, { description: 'Anyone may subscribe; subscribing twice answers the same.' })
  subscribeNewsletter(@Ctx() ctx: GraphContext, @Arg('email', { description: 'The reader\'s email address.' }) email: string): Promise<SubscribeResult> {
    return ctx.services.newsletter.subscribe(email);
  }
}
