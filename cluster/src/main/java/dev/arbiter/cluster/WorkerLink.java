package dev.arbiter.cluster;

import com.hazelcast.cluster.Member;

/**
 * The coordinator's link to one worker member: its nonce, and once greeted its name and slots. Its mutable state is
 * guarded by the {@link WorkerRoster}'s lock.
 */
final class WorkerLink {
    final Member member;
    final String nonce;
    String name;
    int slots;
    boolean ready;
    boolean lost;

    WorkerLink(Member member, String nonce) {
        this.member = member;
        this.nonce = nonce;
        this.name = member.getAddress().toString();
    }
}
