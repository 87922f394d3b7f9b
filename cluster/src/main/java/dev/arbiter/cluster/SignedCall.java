package dev.arbiter.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.DataSerializableFactory;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;

import java.io.IOException;
import java.util.concurrent.Callable;

/**
 * The one task that travels between members: an encoded {@link Envelope} for the receiving member's
 * {@link Handler}, whose answer (an encoded envelope too) is the task's result. It carries bytes only, so no
 * class of ours is ever deserialised from the network, and the receiver checks the envelope's MAC before it
 * reads anything in it.
 */
public final class SignedCall implements Callable<byte[]>, IdentifiedDataSerializable, HazelcastInstanceAware {

    /** Our serialisation factory's id. */
    static final int FACTORY_ID = 0x4152;
    private static final int CLASS_ID = 1;

    /** Serves the envelopes sent to this member. */
    @FunctionalInterface
    public interface Handler {
        /** The encoded reply to an encoded request. */
        byte[] handle(byte[] envelope);
    }

    private byte[] envelope;
    private transient HazelcastInstance member;

    /** The answer of a member that is no worker: no envelope, so the coordinator refuses it. */
    private static final byte[] NO_DESK = new byte[0];

    /** For deserialisation. */
    public SignedCall() {
    }

    SignedCall(byte[] envelope) {
        this.envelope = envelope;
    }

    @Override
    public void setHazelcastInstance(HazelcastInstance instance) {
        this.member = instance;
    }

    @Override
    public byte[] call() {
        Object handler = member == null ? null : member.getUserContext().get(HazelcastMembers.HANDLER);
        if (handler instanceof Handler h) {
            return h.handle(envelope);
        }
        return NO_DESK;
    }

    @Override
    public int getFactoryId() {
        return FACTORY_ID;
    }

    @Override
    public int getClassId() {
        return CLASS_ID;
    }

    @Override
    public void writeData(ObjectDataOutput out) throws IOException {
        out.writeByteArray(envelope);
    }

    @Override
    public void readData(ObjectDataInput in) throws IOException {
        envelope = in.readByteArray();
    }

    /** Creates the task when one arrives. */
    static final class Factory implements DataSerializableFactory {
        @Override
        public IdentifiedDataSerializable create(int typeId) {
            return typeId == CLASS_ID ? new SignedCall() : null;
        }
    }
}
