import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { OperatorAreaOnly } from '../../platform/graphql/operator-area';
import { OperatorArea } from '../../platform/access/operator-areas';
import { UnauthenticatedError } from '../../platform/errors';
import type { GraphQLContext } from '../../graphql-context';
import { NotificationDelivery, NotificationKind } from './notification-kinds';
import {
  NotificationConnection,
  NotificationDigestRun,
  NotificationPreferenceView,
  NotificationView,
} from './notification.type';

@Resolver(() => NotificationView)
export class NotificationResolver {
  @Authorized()
  @Query(() => NotificationConnection, { description: "The signed-in user's notifications, newest first" })
  notifications(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('first', () => Int, { defaultValue: 20 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('unreadOnly', () => Boolean, { defaultValue: false }) unreadOnly: boolean,
  ): Promise<NotificationConnection> {
    return services.notifications.list(scope!, { first, after, unreadOnly });
  }

  @Authorized()
  @Query(() => Int, { description: "The signed-in user's unread notifications, counted up to 100" })
  notificationUnreadCount(@Ctx() { scope, services }: GraphQLContext): Promise<number> {
    return services.notifications.unreadCount(scope!);
  }

  @Authorized()
  @Query(() => [NotificationPreferenceView], { description: 'How the signed-in user hears about each kind' })
  notificationPreferences(@Ctx() { scope, services }: GraphQLContext): Promise<NotificationPreferenceView[]> {
    return services.notifications.preferences(scope!);
  }

  @Authorized()
  @Mutation(() => NotificationView, { description: 'Marks one of your notifications read' })
  notificationMarkRead(
    @Arg('id', () => Int) id: number,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<NotificationView> {
    return services.notifications.markRead(scope!, id);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Marks all your notifications read; returns how many were unread' })
  notificationMarkAllRead(@Ctx() { scope, services }: GraphQLContext): Promise<number> {
    return services.notifications.markAllRead(scope!);
  }

  @Authorized()
  @Mutation(() => NotificationPreferenceView, { description: 'Sets how you hear about one kind of notification' })
  notificationPreferenceSet(
    @Arg('kind', () => NotificationKind) kind: NotificationKind,
    @Arg('delivery', () => NotificationDelivery) delivery: NotificationDelivery,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<NotificationPreferenceView> {
    return services.notifications.setPreference(scope!, kind, delivery);
  }

  @OperatorAreaOnly(OperatorArea.settings)
  @Mutation(() => NotificationDigestRun, {
    description: 'Runs the daily digest now (the scheduled job does it every morning); audited',
  })
  notificationDigestRunNow(@Ctx() { scope, services }: GraphQLContext): Promise<NotificationDigestRun> {
    return services.notificationDigest.sendDue(new Date(), scope!);
  }

  @Subscription(() => NotificationView, {
    description: "The signed-in user's new notifications as they are made; nobody else's",
    subscribe: ({ context }) => {
      const { scope, services } = context as GraphQLContext;
      if (!scope) throw new UnauthenticatedError();
      return services.notifications.subscribe(scope);
    },
  })
  notificationAdded(@Root() notification: NotificationView): NotificationView {
    return notification;
  }
}
