package dev.arbiter.report;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * Encodes a chart's image as PNG, byte for byte as the JDK's ImageIO PNG writer does for it, at a fraction of the
 * cost (W3C, Portable Network Graphics Specification, 2nd ed., 2003: a signature, an {@code IHDR} chunk, the
 * zlib-compressed scanlines in {@code IDAT} chunks, an {@code IEND} chunk; every chunk closed by the CRC-32 of its
 * type and data).
 *
 * <p>For an opaque 8-bit RGB image ({@link BufferedImage#TYPE_INT_RGB}, what XChart draws on) ImageIO writes
 * truecolour without alpha, no other chunks, every scanline with filter type 0 (none), compressed by
 * {@link Deflater} at level 4 and cut into {@code IDAT} chunks of 32,768 bytes; this does the same. What it saves is
 * ImageIO's machinery around it, most of which a short run executes in the interpreter: the service registry set
 * up on first use, a copy of each row's raster and a per-sample read of it, one-byte writes through an image stream
 * and a CRC computed in Java. The bytes are the same, so are the files' names (a hash of them).
 */
final class PngEncoder {

    private static final byte[] SIGNATURE = {(byte) 137, 'P', 'N', 'G', '\r', '\n', 26, '\n'};
    /** ImageIO's deflate level for PNG (its default, "medium compression"). */
    private static final int LEVEL = 4;
    /** ImageIO's largest {@code IDAT} chunk. */
    private static final int CHUNK = 32_768;
    private static final int TRUECOLOUR = 2;

    private PngEncoder() {
    }

    /**
     * The PNG file of {@code image}.
     *
     * @throws IllegalArgumentException if it is not of {@link BufferedImage#TYPE_INT_RGB}
     */
    static byte[] encode(BufferedImage image) {
        if (image.getType() != BufferedImage.TYPE_INT_RGB) {
            throw new IllegalArgumentException("an RGB image of type TYPE_INT_RGB is expected, not type " + image.getType());
        }
        int width = image.getWidth();
        int height = image.getHeight();
        int[] pixels = ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
        ByteArrayOutputStream out = new ByteArrayOutputStream(width * height / 4 + 1024);
        out.writeBytes(SIGNATURE);
        byte[] header = new byte[13];
        putInt(header, 0, width);
        putInt(header, 4, height);
        header[8] = 8;
        header[9] = TRUECOLOUR;
        chunk(out, "IHDR", header, header.length);
        Deflater deflater = new Deflater(LEVEL);
        try {
            byte[] row = new byte[1 + 3 * width];
            byte[] compressed = new byte[CHUNK];
            int filled = 0;
            for (int y = 0; y < height; y++) {
                int p = y * width;
                for (int x = 0, i = 1; x < width; x++, i += 3) {
                    int rgb = pixels[p + x];
                    row[i] = (byte) (rgb >> 16);
                    row[i + 1] = (byte) (rgb >> 8);
                    row[i + 2] = (byte) rgb;
                }
                deflater.setInput(row);
                while (!deflater.needsInput()) {
                    filled = deflate(deflater, out, compressed, filled);
                }
            }
            deflater.finish();
            while (!deflater.finished()) {
                filled = deflate(deflater, out, compressed, filled);
            }
            chunk(out, "IDAT", compressed, filled);
        } finally {
            deflater.end();
        }
        chunk(out, "IEND", header, 0);
        return out.toByteArray();
    }

    /**
     * Compresses more into {@code buffer} after its first {@code filled} bytes, writing it out as an {@code IDAT}
     * chunk first if it is full (so the last chunk, written by the caller, is never empty).
     *
     * @return the bytes now in the buffer
     */
    private static int deflate(Deflater deflater, ByteArrayOutputStream out, byte[] buffer, int filled) {
        int at = filled;
        if (at == buffer.length) {
            chunk(out, "IDAT", buffer, at);
            at = 0;
        }
        return at + deflater.deflate(buffer, at, buffer.length - at);
    }

    /** A chunk: length, type, the first {@code length} bytes of {@code data}, CRC-32 of type and data. */
    private static void chunk(ByteArrayOutputStream out, String type, byte[] data, int length) {
        byte[] head = new byte[8];
        putInt(head, 0, length);
        byte[] name = type.getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(name, 0, head, 4, 4);
        CRC32 crc = new CRC32();
        crc.update(name);
        crc.update(data, 0, length);
        out.writeBytes(head);
        out.write(data, 0, length);
        byte[] tail = new byte[4];
        putInt(tail, 0, (int) crc.getValue());
        out.writeBytes(tail);
    }

    private static void putInt(byte[] bytes, int at, int value) {
        bytes[at] = (byte) (value >>> 24);
        bytes[at + 1] = (byte) (value >>> 16);
        bytes[at + 2] = (byte) (value >>> 8);
        bytes[at + 3] = (byte) value;
    }
}
